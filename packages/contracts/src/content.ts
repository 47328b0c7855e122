import { z } from 'zod';

/**
 * Announcement types: B banner, PL player notice, PU popup, PR promotion notice,
 * H headline; AGENT is ours, for notices only agents see in the agent centre.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AGENT'] as const;
export const announcementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementType>;
/** The languages an announcement, a help article or a message may be written in. */
export const CONTENT_LANGUAGES = ['KM', 'EN', 'CN', 'TH', 'VI'] as const;

export const announcementItem = z.object({
  id: z.number(),
  type: announcementType,
  title: z.string(),
  /** HTML written by the operator; clients sanitize it before rendering. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  /** When it went live (the notice's date), epoch milliseconds. */
  timestamp: z.number(),
  endTime: z.number().nullable(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

/** GET /wps/relay/MCSFE_getListAnnouncements, as the original client sends it. */
export const announcementsQuery = z.object({
  types: z
    .string()
    .default('B,PL,PU,PR')
    .transform((s) => s.split(',').map((t) => t.trim().toUpperCase()))
    .pipe(z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H']))),
  platform: z.enum(['W']).default('W'),
  execution: z.enum(['B']).default('B'),
  language: z.string().max(8).optional(),
});

export const announcementsValue = z.object({
  banners: z.array(announcementItem),
  player: z.array(announcementItem),
  popup: z.array(announcementItem),
  promotion: z.array(announcementItem),
  headline: z.array(announcementItem),
});
export type Announcements = z.infer<typeof announcementsValue>;

const httpOrPath = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/, 'content.url.format');

/** The operator's announcement. A window with no end stays live until archived. */
export const newAnnouncementRequest = z
  .object({
    type: announcementType,
    language: z.enum(CONTENT_LANGUAGES),
    title: z.string().trim().min(1, 'content.title.length').max(200, 'content.title.length'),
    content: z.string().max(20_000).default(''),
    imageUrl: httpOrPath.nullable().default(null),
    linkUrl: httpOrPath.nullable().default(null),
    startsAt: z.coerce.date({ message: 'content.startsAt.empty' }),
    endsAt: z.coerce.date().nullable().default(null),
    sort: z.number().int().min(0, 'content.sort.range').max(10_000, 'content.sort.range').default(0),
  })
  .refine((a) => !a.endsAt || a.endsAt > a.startsAt, { message: 'content.window.order', path: ['endsAt'] })
  .refine((a) => a.type !== 'B' || a.imageUrl, { message: 'content.banner.image', path: ['imageUrl'] });
export type NewAnnouncement = z.infer<typeof newAnnouncementRequest>;

export const operatorAnnouncement = announcementItem.extend({
  language: z.string(),
  status: z.enum(['ACTIVE', 'ARCHIVED']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number(),
});

/** messageV2: platform information, to one member or to every member of the merchant. */
export const messageItem = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text; shown as text. */
  content: z.string(),
  broadcast: z.boolean(),
  read: z.boolean(),
  createdAt: z.number(),
});
export type MessageItem = z.infer<typeof messageItem>;
export const messageListValue = z.object({
  list: z.array(messageItem),
  total: z.number(),
  unread: z.number(),
});
export type MessageList = z.infer<typeof messageListValue>;
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const sendMessageRequest = z
  .object({
    /** A member's account; leave out and set `all` to write to every member of the merchant. */
    account: z.string().trim().min(1).max(64).optional(),
    all: z.boolean().default(false),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(5_000),
  })
  .refine((m) => m.all !== !!m.account, { message: 'name one account or set all', path: ['account'] });

/** GET /wps/system/helpCenter in the caller's language. */
export const helpArticle = z.object({ id: z.number(), title: z.string(), content: z.string() });
export const helpCategory = z.object({
  code: z.string(),
  title: z.string(),
  articles: z.array(helpArticle),
});
export const helpCenterValue = z.object({ categories: z.array(helpCategory) });
export type HelpCenter = z.infer<typeof helpCenterValue>;

/** Feedback: the member's words (shown as text, never as HTML) and up to 3 png or jpg images. */
export const FEEDBACK_WORDS_DEFAULT = { min: 5, max: 500 } as const;
export const feedbackRequest = z.object({
  content: z.string().max(10_000),
  /** base64 png or jpg, 5 MB each (checked by their bytes on the server). */
  images: z.array(z.string().max(7_000_000)).max(10).default([]),
});
export const feedbackReply = z.object({ content: z.string(), createdAt: z.number() });
export const feedbackItem = z.object({
  id: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.enum(['OPEN', 'REPLIED']),
  createdAt: z.number(),
  replies: z.array(feedbackReply),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackListValue = z.object({
  list: z.array(feedbackItem),
  minWords: z.number(),
  maxWords: z.number(),
});
export type FeedbackList = z.infer<typeof feedbackListValue>;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
/**
 * Words as a reader counts them: Khmer and Chinese are written without spaces, so the Unicode
 * word segmenter (with its dictionaries) decides, not a split on blanks.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const s of segmenter.segment(text)) if (s.isWordLike) n += 1;
  return n;
}

/** The stable codes of this area and their HTTP statuses (joined into ERROR_STATUS). */
export const CONTENT_ERROR_STATUS = {
  'announcement.not.found': 404,
  'message.not.found': 404,
  'message.member.not.found': 404,
  'feedback.not.found': 404,
  'feedback.words': 400,
  'feedback.images.too.many': 400,
  'feedback.image.too.large': 400,
  'feedback.image.type': 400,
} as const;
