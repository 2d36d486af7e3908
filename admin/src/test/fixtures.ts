import type { AdminCharacterBody, AdminUserBody, SessionReportForAdmins } from '@mrok/sdk';

/** Records the admin tests share, as the server sends them. */

export const USER: AdminUserBody = {
  id: 7,
  email: 'morwen@mrok.test',
  role: 'mieszkaniec',
  activated: true,
  createdAt: '2025-01-02T03:04:05Z',
  characterName: 'Morwen Cień',
};

export const CHARACTER: AdminCharacterBody = {
  id: 3,
  userId: 7,
  ownerEmail: 'morwen@mrok.test',
  slot: 0,
  kind: 'main',
  name: 'Morwen Cień',
  race: 'Wampir',
  gender: 'Kobieta',
  approved: false,
  createdAt: '2025-01-02T03:04:05Z',
};

export const REPORT: SessionReportForAdmins = {
  id: 4,
  session_id: 12,
  session_title: 'Krew na śniegu',
  session_type: 'general',
  what_happened: 'Walka na moście.',
  world_consequences: '',
  character_consequences: '',
  reported_skills: '',
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
};
