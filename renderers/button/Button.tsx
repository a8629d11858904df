import { Button as MobileButton } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { ButtonNode } from '../../src/generated/screen'
import './button.css'

/** An antd-mobile button that runs its actions; it spins (and ignores presses) until they finish. */
export function Button({ node, ctx }: RendererProps<ButtonNode>) {
  const [running, setRunning] = useState(false)
  // Read and set in the click itself: two clicks in one browser task both see running === false (the state is
  // not redrawn between them), and a comment was posted twice (issue 33, finding 6).
  const inFlight = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const press = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setRunning(true)
    try {
      await ctx.run(node.press)
    } finally {
      inFlight.current = false
      // A press that navigates away unmounts the button before its actions finish.
      if (mounted.current) setRunning(false)
    }
  }

  const text = node.text ?? ''
  return (
    <MobileButton
      className="edu-button"
      color={node.color ?? 'primary'}
      fill={node.fill}
      size={node.size}
      block={node.block}
      disabled={node.disabled}
      loading={running}
      loadingText={text}
      onClick={() => void press()}
    >
      {text}
    </MobileButton>
  )
}
