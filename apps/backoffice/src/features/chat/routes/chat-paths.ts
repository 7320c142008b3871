/** The chat screen's paths as the app gives them (a feature does not know the app's routes). */
export interface ChatPaths {
  inbox: string;
  conversation: (id: number | string) => string;
  /** Shown only to a role with chat.manage (the app gives them to everyone; the frame hides them). */
  cannedReplies: string;
  settings: string;
  stats: string;
  /** A member's page in the back office. */
  member: (tel: string) => string;
}
