import { BannerFields } from './BannerFields'
import { newBanner, surveyId, TOKEN_PATTERN, type BuilderPage } from './model'
import { CheckField, SelectField, TextField } from './fields'
import { builderWording as w } from './wording'

const auths = [
  ['none', w.authNone],
  ['login', w.authLogin],
] as const

/** The page itself: its address token, title, who may open it, its banner, and the questionnaire's heading. */
export function PageFields(props: { page: BuilderPage; onChange: (page: BuilderPage) => void; staffToken: string }) {
  const { page, onChange, staffToken } = props
  const survey = (patch: Partial<BuilderPage['survey']>) => onChange({ ...page, survey: { ...page.survey, ...patch } })
  const setToken = (token: string) => onChange({ ...page, token, survey: { ...page.survey, id: surveyId(token) } })
  return (
    <section className="edu-builder__section" aria-label={w.page}>
      <h2>{w.page}</h2>
      <TextField label={w.token} value={page.token} onChange={setToken} hint={TOKEN_PATTERN.test(page.token) ? undefined : w.tokenBad} />
      <TextField label={w.pageTitle} value={page.title} onChange={(title) => onChange({ ...page, title })} />
      <SelectField label={w.auth} value={page.auth} options={auths} onChange={(auth) => onChange({ ...page, auth })} />
      <CheckField
        label={w.bannerOn}
        checked={page.banner !== null}
        onChange={(on) => onChange({ ...page, banner: on ? newBanner(page.title) : null })}
      />
      {page.banner && <BannerFields banner={page.banner} staffToken={staffToken} onChange={(banner) => onChange({ ...page, banner })} />}
      <TextField label={w.surveyTitle} value={page.survey.title} onChange={(title) => survey({ title })} />
      <TextField label={w.surveyIntro} value={page.survey.intro} multiline onChange={(intro) => survey({ intro: intro || undefined })} />
      <TextField
        label={w.submitText}
        value={page.survey.submitText}
        onChange={(submitText) => survey({ submitText: submitText || undefined })}
      />
    </section>
  )
}
