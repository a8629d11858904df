// Shared by the Node side (screen-stories.ts, which writes it) and the browser side (screen-story.tsx, which reads it).

/** What the sidebar and the story's controls need to know about one screen file. */
export interface ScreenSummary {
  /** Relative to the project, as the screen manifest names it: screens/home/no-data.json. */
  file: string
  id: string
  paths: string[]
  /** Query keys the config reads (query.pageName): each becomes a text control. */
  queryKeys: string[]
  /** Route parameters (:articleId) of its paths: each becomes a text control. */
  routeKeys: string[]
  /**
   * Query values the config compares with ({{ query.pageName == '健康屋' }}): each becomes a story of its own,
   * since Storybook will not take such values from the address (only [A-Za-z0-9 _-]).
   */
  variants: { exportName: string; key: string; value: string }[]
  config: unknown
  /** Why the file is not JSON, if it is not; the story then shows the problem instead of the screen. */
  parseError?: string
}

/** What a screen story module is given: the summary and its sidebar title. */
export type ScreenStoryInput = ScreenSummary & { title: string }
