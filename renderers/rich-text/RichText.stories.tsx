import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { RichTextNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<RichTextNode>

const meta: Meta<Args> = { title: 'Renderers/rich-text', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const article = [
  '<h2>高血压的家庭监测</h2>',
  '<p>每天<strong>同一时间</strong>测量血压，测量前安静休息 5 分钟。</p>',
  '<ol><li>坐姿，手臂与心脏同高；</li><li>连续测量两次，间隔 1 分钟；</li><li>记录在随访本上。</li></ol>',
  '<p><img src="static/empty.svg" alt="示意图" width="160"></p>',
  '<table><tr><th>分级</th><th>收缩压</th></tr><tr><td>正常</td><td>&lt;120</td></tr><tr><td>高血压</td><td>≥140</td></tr></table>',
].join('')

/** The server's HTML, usually from data; images load lazily. */
export const Article: Story = {
  args: { node: { type: 'rich-text', html: '{{ data.notice.content }}' }, scope: { data: { notice: { content: article } } } },
}

/** Tapping a link runs navigate (see the Actions panel): an in-app path, a web address; #anchors stay in the page. */
export const Links: Story = {
  args: {
    node: { type: 'rich-text', html: '{{ data.html }}' },
    scope: {
      data: {
        html: '<p>详见<a href="/health/knowledge">健康知识</a>或<a href="https://www.example.com/guide">指南原文</a>，也可跳到<a href="#end">文末</a>。</p><p id="end">文末</p>',
      },
    },
  },
}

/** Script, event handlers, frames and javascript: links are removed: nothing here runs. */
export const Sanitised: Story = {
  args: {
    node: { type: 'rich-text', html: '{{ data.html }}' },
    scope: {
      data: {
        html: '<p>正文</p><script>alert("script")</script><img src="x" alt="坏图" onerror="alert(\'onerror\')"><a href="javascript:alert(1)">javascript 链接</a><iframe src="https://example.com"></iframe>',
      },
    },
  },
}

export const Empty: Story = {
  args: { node: { type: 'rich-text', html: '{{ data.missing }}' } },
}
