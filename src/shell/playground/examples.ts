// The configs a playground session can start from: the questionnaire that `screens new questionnaire` writes (in
// a questionnaire node, as a screen), a paged list and the form template of `screens new form`. Taken from the
// command's own templates, so the playground and the command line teach the same starting points.
import starterQuestionnaire from '../../engine/check/templates/questionnaire/starter.json'
import formTemplate from '../../engine/check/templates/form.json'

export type ExampleName = 'questionnaire' | 'list' | 'form'

// As a file under screens/<area>/ would write it, so a config copied from here is ready to save.
const SCREEN_SCHEMA = '../../schemas/screen.schema.json'

/** A config with its `$schema` line dropped (a questionnaire inside a node has none). */
function withoutSchemaLine<T extends { $schema?: string }>(config: T): Omit<T, '$schema'> {
  const copy: Partial<T> = { ...config }
  delete copy.$schema
  return copy as Omit<T, '$schema'>
}

const questionnaire = {
  $schema: SCREEN_SCHEMA,
  id: 'playground/questionnaire',
  routes: [{ path: '/activity/my-questionnaire', auth: 'none' }],
  title: starterQuestionnaire.title,
  header: { back: true },
  body: [
    {
      type: 'questionnaire',
      id: 'playground',
      questionnaire: withoutSchemaLine(starterQuestionnaire),
      submit: [{ action: 'toast', text: '提交成功', icon: 'success' }],
    },
  ],
}

const list = {
  $schema: SCREEN_SCHEMA,
  id: 'playground/list',
  routes: [{ path: '/activity/my-list', auth: 'none' }],
  title: '健康资讯',
  header: { back: true },
  data: { pieces: { call: 'content.feed', params: { contentType: 'news' }, paging: { size: 10 } } },
  body: [
    {
      type: 'list',
      source: 'pieces',
      key: 'contentId',
      item: [
        {
          type: 'stack',
          gap: 4,
          paddingBlock: 12,
          body: [
            { type: 'text', text: '{{ item.title }}' },
            { type: 'text', variant: 'hint', text: "{{ item.author }} · {{ date(item.publishTime, 'M月D日') }}" },
          ],
        },
      ],
    },
  ],
}

// The form template without its last step (back): in the playground there is nowhere to go back to.
const form = {
  ...formTemplate,
  $schema: SCREEN_SCHEMA,
  id: 'playground/form',
  routes: [{ path: '/activity/my-form', auth: 'none' }],
  body: formTemplate.body.map((node) => ({ ...node, submit: node.submit.filter((step) => step.action !== 'back') })),
}

const configs: Record<ExampleName, object> = { questionnaire, list, form }

/** The example's text as the editor shows it. */
export function exampleText(name: ExampleName): string {
  return `${JSON.stringify(configs[name], null, 2)}\n`
}

export const EXAMPLES: readonly ExampleName[] = ['questionnaire', 'list', 'form']

/** What a first visit (and 恢复初始配置) starts from. */
export const STARTER: ExampleName = 'questionnaire'
