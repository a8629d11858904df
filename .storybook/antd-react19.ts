// antd-mobile 5 renders Toast, Dialog and Modal with ReactDOM.render, which React 19 removed. Its documented
// hook (guide "v5-for-19") takes a render function: keep one createRoot root per container, unmount on close.
import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

const roots = new WeakMap<Element | DocumentFragment, Root>()

export function useReact19ForAntdMobile(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container)
    if (!root) {
      root = createRoot(container)
      roots.set(container, root)
    }
    root.render(node)
    return async () => {
      // Let the closing animation's last commit land before the root goes.
      await new Promise((resolve) => setTimeout(resolve, 0))
      root.unmount()
      roots.delete(container)
    }
  })
}
