import { lazyRenderer } from '../../src/engine'
import type { ReportNode } from '../../src/generated/screen'

// Its own chunk, fetched with a screen that shows a report; the chart library is a further chunk, fetched only
// when the dataset is drawn as a chart (Report.tsx).
export const definition = lazyRenderer<ReportNode>('report', () => import('./Report').then((m) => m.Report))
