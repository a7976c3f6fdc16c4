// The icons of the sidebar, bottom bar and user menu entries, by name. A feature's declaration
// (feature.ts, in the entry, so on the sign-in page) names its entry's icon; the component is
// looked up here, in the shell's chunk, so the icons load with the shell and not with sign-in
// (docs/web-client.md "How a feature keeps the entry small"). A new entry's icon is added here.
import {
  Bell,
  BellRing,
  Building,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardList,
  FolderKanban,
  Gauge,
  GraduationCap,
  House,
  KeyRound,
  LogOut,
  Megaphone,
  MessageCircle,
  ScrollText,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export const NAV_ICONS = {
  Bell,
  BellRing,
  Building,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardList,
  FolderKanban,
  Gauge,
  GraduationCap,
  House,
  KeyRound,
  LogOut,
  Megaphone,
  MessageCircle,
  ScrollText,
  Settings,
  UserRound,
  Users,
  UsersRound,
} satisfies Record<string, LucideIcon>;
export type NavIconName = keyof typeof NAV_ICONS;
