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
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
  IconWifi,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** Icons of the staff sidebar entries (lib/staff-nav ids). */
export const NAV_ICONS: Record<string, Icon> = {
  dashboard: IconDashboard,
  orders: IconToolsKitchen2,
  'food-lookup': IconSearch,
  achievements: IconAward,
  'my-performance': IconChartBar,
  management: IconChartBar,
  'on-leave': IconBeach,
  'order-reports': IconFlag,
  recruitment: IconClipboardList,
  appeals: IconGavel,
  teams: IconUsersGroup,
  users: IconUsers,
  ranks: IconStairsUp,
  'online-users': IconWifi,
  settings: IconSettings,
  announce: IconSpeakerphone,
  'take-a-break': IconBeach,
  'delivery-messages': IconMessage2,
  resign: IconUserCheck,
};
