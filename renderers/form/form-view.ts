import { lazyComponent } from '../../src/engine'

// rjsf, antd-mobile's pickers and the validators are a large part of a form screen's weight: they load with
// the first form drawn, never with the app's entry.
export const FormView = lazyComponent(async () => (await import('./FormView')).default)
