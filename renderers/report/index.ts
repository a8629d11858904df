import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { ReportNode } from '../../src/generated/screen'

// Its own chunk, fetched with a screen that shows a report; the chart library is a further chunk, fetched only
// when the dataset is drawn as a chart (Report.tsx).
const Report = lazyComponent(() => import('./Report').then((m) => m.Report))

export const definition: RendererDefinition<ReportNode> = { type: 'report', component: Report, preload: Report.preload }
