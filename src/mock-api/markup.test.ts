import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './markup'
import { avatarDataUri } from './seed/photo'

describe('markup the embedded backend draws', () => {
  it('writes a caption with markup characters as text, not as markup', () => {
    expect(escapeMarkup(`王<医生> & "家庭" '团队'`)).toBe('王&lt;医生&gt; &amp; &quot;家庭&quot; &#39;团队&#39;')
  })

  it('a seed picture’s caption goes in escaped', () => {
    const svg = decodeURIComponent(avatarDataUri('<王>', 0).split(',')[1])
    expect(svg).toContain('>&lt;王&gt;</text>')
  })
})
