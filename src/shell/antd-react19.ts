// antd-mobile's imperative Toast and Dialog render nothing on React 19 (dev) or throw (production) until they
// are given a render function (antd-mobile guide "v5-for-19"): one createRoot per container, unmounted on close.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { createRoot, type Root } from 'react-dom/client'

type Container = (Element | DocumentFragment) & { __eduRoot?: Root }

export function enableAntdMobileOnReact19(): void {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- antd-mobile's documented hook for React 19 (its "v5-for-19" guide); "deprecated" marks it internal, no replacement exists
  unstableSetRender((node, container: Container) => {
    container.__eduRoot ??= createRoot(container)
    const root = container.__eduRoot
    root.render(node)
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      root.unmount()
      delete container.__eduRoot
    }
  })
}
