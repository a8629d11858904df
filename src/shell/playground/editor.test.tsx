import { fireEvent, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PlacedProblem } from './check-text'
import { JsonEditor, moveCaretTo } from './JsonEditor'
import { ProblemList } from './ProblemList'

const text = '{\n  "id": "p",\n  "body": [\n    { "type": "txet" }\n  ]\n}'
const problem: PlacedProblem = {
  path: '/body/0/type',
  message: 'unknown node type "txet"',
  offset: text.indexOf('"type"'),
  line: 4,
  column: 7,
}

/** The editor and its problem list, wired as the playground wires them. */
function Editor({ problems }: { problems: PlacedProblem[] }) {
  const [value, setValue] = useState(text)
  const field = useRef<HTMLTextAreaElement>(null)
  return (
    <>
      <JsonEditor
        id="e"
        label="页面配置（JSON）"
        value={value}
        onChange={setValue}
        problems={problems}
        textareaRef={field}
        describedBy="p"
      />
      <ProblemList id="p" problems={problems} settled onPick={(p) => field.current && moveCaretTo(field.current, p)} />
    </>
  )
}

describe('the playground editor', () => {
  it('numbers each line and marks the lines with problems', () => {
    const { container } = render(<Editor problems={[problem]} />)
    const lines = [...container.querySelectorAll('[data-line]')]
    expect(lines.map((l) => l.textContent)).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(container.querySelector('.edu-playground__line--problem')?.getAttribute('data-line')).toBe('4')
    expect(container.querySelector('[data-line="4"]')?.getAttribute('title')).toBe('unknown node type "txet"')
    expect(screen.getByRole('textbox', { name: '页面配置（JSON）' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('lists the problems by line, announces them, and puts the caret at one when it is pressed', () => {
    render(<Editor problems={[problem]} />)
    expect(screen.getByRole('alert').textContent).toBe('1 个问题，第一个在第 4 行：unknown node type "txet"')
    const item = screen.getByRole('button', { name: /第 4 行，第 7 列/ })
    expect(screen.getByRole('list', { name: '配置问题' }).contains(item)).toBe(true)
    fireEvent.click(item)
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '页面配置（JSON）' })
    expect(document.activeElement).toBe(field)
    expect(field.selectionStart).toBe(problem.offset)
  })

  it('says so when there is no problem', () => {
    render(<Editor problems={[]} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('没有问题，手机框里显示的就是这份配置。')
  })

  it('adds a line number as a line is typed', () => {
    const { container } = render(<Editor problems={[]} />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: `${text}\n` } })
    expect(container.querySelectorAll('[data-line]')).toHaveLength(7)
  })
})
