import { Steps as MobileSteps } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { StepsNode } from '../../src/generated/screen'
import './steps.css'

/**
 * antd-mobile's steps: those before `current` finished, `current` in progress, the rest waiting, unless a step
 * says its own status. The current step is marked as such for screen readers.
 */
export function Steps({ node }: RendererProps<StepsNode>) {
  const current = node.current ?? 0
  return (
    <MobileSteps className="edu-steps" current={current} direction={node.direction}>
      {node.items.map((item, i) => (
        <MobileSteps.Step
          key={i}
          title={item.title}
          description={item.description || undefined}
          status={item.status}
          aria-current={i === current ? 'step' : undefined}
        />
      ))}
    </MobileSteps>
  )
}
