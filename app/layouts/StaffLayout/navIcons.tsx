import type { IconKey } from '@lib/access';
import {
  IconAward,
  IconBeach,
  IconChartBar,
  IconClipboardList,
  IconDashboard,
  IconFlag,
  IconGavel,
  IconMessage2,
  IconSearch,
  IconSettings,
  IconSpeakerphone,
  IconStairsUp,
  IconToolsKitchen2,
  IconUsers,
  IconUsersGroup,
  IconWifi,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The picture of each icon key of the access map (lib/access). */
export const NAV_ICONS: Record<IconKey, Icon> = {
  dashboard: IconDashboard,
  kitchen: IconToolsKitchen2,
  search: IconSearch,
  award: IconAward,
  chart: IconChartBar,
  leave: IconBeach,
  flag: IconFlag,
  clipboard: IconClipboardList,
  gavel: IconGavel,
  teams: IconUsersGroup,
  users: IconUsers,
  ranks: IconStairsUp,
  online: IconWifi,
  settings: IconSettings,
  announce: IconSpeakerphone,
  messages: IconMessage2,
};
