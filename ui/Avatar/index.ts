export type { AvatarProps, AvatarSource } from './Avatar';
export {
  Avatar,
  avatarImage,
  avatarUrl,
  cdnImageSize,
  DEFAULT_AVATAR_SIZE,
  DEFAULT_AVATAR_VARIANTS,
  DISCORD_CDN,
  defaultAvatarIndex,
  defaultAvatarUrl,
} from './Avatar';
