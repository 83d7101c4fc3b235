import { z } from 'zod';
import { ids } from './ids';
import { calendarSchema } from './calendar';
import { campaignId, campaignName, campaignSchema } from './campaign';
import { defineDomain, gmOnly } from './define';

/** How many backups are kept: the newest `keepLast`, and the newest of each week for `weeklyForWeeks` weeks. */
export const backupSettingsSchema = z
  .object({
    keepLast: z.number().int().min(1, 'must keep at least one backup').max(100, 'must be at most 100'),
    weeklyForWeeks: z.number().int().min(0, 'must not be negative').max(104, 'must be at most 104 weeks (two years)'),
  })
  .strict();
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

export const backupReasonNames = ['migration', 'session', 'daily', 'manual', 'restore'] as const;

/** A backup's file name, as `backup.list` gives it; only names of that folder's backups are accepted. */
const backupName = z
  .string({ error: 'must be text' })
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[^/\\]+\.sqlite$/, "must be a backup's file name as backup.list gives it");

const backupCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  rulesSystem: z.string(),
  gameTimeSeconds: z.number().int(),
  /** The campaign's calendar when the backup was taken, to read its game date. */
  calendar: calendarSchema.nullable(),
  /** Set when the campaign was in the bin at the time. */
  deletedAt: z.string().nullable(),
});

const backupInfo = z.object({
  name: z.string(),
  takenAt: z.string(),
  reason: z.enum(backupReasonNames),
  bytes: z.number().int().nonnegative(),
  campaigns: z.array(backupCampaign),
  /** Why the backup could not be read, when it could not; its campaigns are then empty. */
  problem: z.string().nullable(),
});
export type BackupInfo = z.infer<typeof backupInfo>;

const backupList = z.object({
  /** The folder beside the campaign file; null when the file is held in memory (tests). */
  folder: z.string().nullable(),
  backups: z.array(backupInfo),
  settings: backupSettingsSchema,
  /** Whether a backup is being written now. */
  running: z.boolean(),
  /** The last backup that failed (it was not kept), in words; null when the last one succeeded. */
  lastProblem: z.string().nullable(),
});
export type BackupList = z.infer<typeof backupList>;

export const backup = defineDomain('backup', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The backups kept beside the campaign file, newest first: when, why, size, and the campaigns in each with their game time.',
    input: z.object({}).strict(),
    output: backupList,
  },
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Start a backup now (written on a thread of its own while Lantern keeps answering); backup.list shows it when done.',
    input: z.object({}).strict(),
    output: backupList,
  },
  configure: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'How many backups to keep: the newest keepLast, plus the newest of each week for weeklyForWeeks weeks. Older ones are removed.',
    input: backupSettingsSchema,
    output: backupList,
  },
  restoreFile: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Make the whole campaign file what it was in a backup (a backup of it as it is now is taken first, so this too can be undone).',
    input: z.object({ backup: backupName }).strict(),
    output: backupList,
  },
  restoreCampaign: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Bring one campaign back from a backup, with its journal and undo history: beside the others under a free name, or in place of replaceId (which goes to the bin and gives its name). A backup is taken first.",
    input: z
      .object({
        backup: backupName,
        /** The campaign's id inside the backup, as backup.list gives it. */
        backupCampaignId: ids.backupCampaign,
        replaceId: campaignId.optional(),
        name: campaignName.optional(),
      })
      .strict(),
    output: campaignSchema,
  },
});

/** The largest `.lantern` file taken over the API: its base64 text stays within every call's text limit. */
export const MAX_LANTERN_FILE_BYTES = 700_000;
const maxBase64 = Math.ceil(MAX_LANTERN_FILE_BYTES / 3) * 4;

/** A file the host streamed in or will stream out, named by an id only the host hands out (never a path). */
const transferId = z.string({ error: 'must be text' }).regex(/^[A-Za-z0-9_-]{32}$/, 'must be the id the host gave the file');

export const campaignFile = defineDomain('campaignFile', {
  export: {
    kind: 'query',
    roles: gmOnly,
    summary:
      'One campaign as a .lantern file (an SQLite file of this schema holding that campaign alone: journal, undo history, maps and bestiary included), base64-encoded.',
    input: z.object({ campaignId }).strict(),
    output: z.object({ fileName: z.string(), bytes: z.number().int().positive(), data: z.string() }),
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: `Read a .lantern file (base64, at most ${MAX_LANTERN_FILE_BYTES} bytes) into this file as a new campaign, ids given anew; a file from an older Lantern is brought up to date on the way in, and a damaged, newer or foreign one is refused with the reason.`,
    input: z
      .object({
        data: z
          .string({ error: 'must be text' })
          .max(maxBase64, `must be a file of at most ${MAX_LANTERN_FILE_BYTES} bytes`)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
        /** The campaign's name here; by default its own, or "<name> (restored)" if taken. */
        name: campaignName.optional(),
      })
      .strict(),
    output: campaignSchema,
  },
  /**
   * The streamed way, for a file of any size: the HTTP host writes the body of
   * `POST /files/import` to a file of its own and calls this with the id it gave it, and
   * `GET /files/export/<campaignId>` calls `exportDownload` and sends the file written.
   */
  importUpload: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'Read a .lantern file the host has received whole (POST /files/import, the raw file as the body) into this file as a new campaign, as campaignFile.import does; the upload is named by the id the host gave it.',
    input: z.object({ upload: transferId, name: campaignName.optional() }).strict(),
    output: campaignSchema,
  },
  exportDownload: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Write one campaign as a .lantern file for the host to send (GET /files/export/<campaignId> streams it); answers its name, size and the id the host sends it by.',
    input: z.object({ campaignId }).strict(),
    output: z.object({ fileName: z.string(), bytes: z.number().int().positive(), download: transferId }),
  },
});
