import { Avatar as MantineAvatar } from '@mantine/core';
import { useState } from 'react';

export const DISCORD_CDN = 'https://cdn.discordapp.com';
/** CDN size parameter by default (docs/product/display-rules.md#avatars). */
export const DEFAULT_AVATAR_SIZE = 128;
/** The number of default avatar variants (docs/product/display-rules.md#avatars). */
export const DEFAULT_AVATAR_VARIANTS = 6;

const USER_ID = /^[0-9]{1,20}$/;
const AVATAR_HASH = /^(?:a_)?[0-9a-z]+$/i;

/**
 * Default avatar number: (id >> 22) % 6, computed on BigInt because ids exceed 2^53. Anything that is
 * not a numeric id gives 0.
 */
export function defaultAvatarIndex(userId: string): number {
  if (!USER_ID.test(userId)) return 0;
  return Number((BigInt(userId) >> 22n) % BigInt(DEFAULT_AVATAR_VARIANTS));
}

/** The platform's default avatar for a user: `…/embed/avatars/{index}.png`. */
export function defaultAvatarUrl(userId: string): string {
  return `${DISCORD_CDN}/embed/avatars/${defaultAvatarIndex(userId)}.png`;
}

/** The CDN accepts powers of two from 16 to 4096: round up and clamp; junk gives the default 128. */
export function cdnImageSize(size: number): number {
  if (!Number.isFinite(size) || size <= 0) return DEFAULT_AVATAR_SIZE;
  return Math.min(4096, Math.max(16, 2 ** Math.ceil(Math.log2(size))));
}

/**
 * The avatar image URL: `…/avatars/{id}/{hash}.{gif|webp}?size={size}` (gif when the hash starts with
 * `a_`, the animated prefix). Without a usable hash or id, the default avatar.
 */
export function avatarUrl(
  userId: string,
  hash: string | null | undefined,
  size = DEFAULT_AVATAR_SIZE,
): string {
  if (!hash || !AVATAR_HASH.test(hash) || !USER_ID.test(userId)) return defaultAvatarUrl(userId);
  const extension = hash.startsWith('a_') ? 'gif' : 'webp';
  return `${DISCORD_CDN}/avatars/${userId}/${hash}.${extension}?size=${cdnImageSize(size)}`;
}

/** Which picture is showing: the user's own, the platform default, or initials when both failed. */
export type AvatarSource = 'custom' | 'default' | 'initials';

/**
 * What to show, given the image URLs that already failed to load: the user's picture, else the default avatar,
 * else nothing (`src` null: initials). Without a usable hash the picture IS the default avatar, so one failure
 * goes straight to initials.
 */
export function avatarImage(
  userId: string,
  avatar: string | null | undefined,
  cdnSize: number,
  failed: readonly string[],
): { src: string | null; source: AvatarSource } {
  const fallback = defaultAvatarUrl(userId);
  const candidates = [avatarUrl(userId, avatar, cdnSize), fallback];
  const src = candidates.find((url) => !failed.includes(url)) ?? null;
  return { src, source: src === null ? 'initials' : src === fallback ? 'default' : 'custom' };
}

export interface AvatarProps {
  /** The user's snowflake id (a string: ids exceed 2^53). */
  userId: string;
  /** The avatar hash from the user object (`a_…` = animated), or null for the default avatar. */
  avatar?: string | null;
  /** The user's display name: the image's alternative text and the source of the initials fallback. */
  name: string;
  /** Displayed size in px. 40 by default. */
  size?: number;
  /** The CDN `size` parameter (rounded up to a power of two, 16–4096). 128 by default. */
  cdnSize?: number;
}

/**
 * A user's avatar from the platform CDN. Falls back to the default avatar when there is no hash or the
 * image fails, and to initials when the default fails too (e.g. offline).
 */
export function Avatar({ userId, avatar, name, size = 40, cdnSize = DEFAULT_AVATAR_SIZE }: AvatarProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const { src, source } = avatarImage(userId, avatar, cdnSize, failed);

  return (
    <MantineAvatar
      src={src}
      alt={name}
      name={name}
      color="initials"
      size={size}
      // The picture is named by its img alt; the initials fallback is a span, so it gets the img role itself.
      {...(source === 'initials' && { role: 'img', 'aria-label': name })}
      data-source={source}
      imageProps={{ onError: () => src && setFailed((list) => [...list, src]) }}
    />
  );
}
