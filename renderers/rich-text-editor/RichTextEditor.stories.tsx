import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { RichTextEditorNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<RichTextEditorNode>

const meta: Meta<Args> = { title: 'Renderers/rich-text-editor', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

/** A new article: title, cover, and an empty body with its hint. */
export const NewArticle: Story = {
  args: {
    node: {
      type: 'rich-text-editor',
      bind: 'article',
      titlePlaceholder: '请输入文章标题（60字以内）',
      coverLabel: '上传封面',
      placeholder: '请输入正文',
    },
  },
}

/** An article opened again: its title and body with a heading and a list. */
export const Editing: Story = {
  args: {
    node: {
      type: 'rich-text-editor',
      bind: 'article',
      titlePlaceholder: '请输入文章标题',
      title: '家庭血压监测在社区高血压管理中的应用体会',
      content: '<h2>做法</h2><ol><li>统一使用上臂式电子血压计</li><li>早晚各测 2 次</li></ol>',
    },
  },
}

/** Body only (a comment or a notice). */
export const BodyOnly: Story = { args: { node: { type: 'rich-text-editor', bind: 'text', placeholder: '写点什么…' } } }
