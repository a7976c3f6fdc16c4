import {
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardList,
  Building,
  FolderKanban,
  GraduationCap,
  House,
  Megaphone,
  MessageCircle,
  Users,
  UsersRound,
} from 'lucide-react';
import type { NavKey } from './sidebar-entries.ts';

export const NAV_ICONS: Record<NavKey, typeof House> = {
  home: House,
  users: Users,
  companies: Building,
  class: GraduationCap,
  grades: ClipboardList,
  reports: ChartColumn,
  alerts: Megaphone,
  calendar: CalendarDays,
  talkToTutor: MessageCircle,
  production: Clapperboard,
  tutors: UsersRound,
  projects: FolderKanban,
};
