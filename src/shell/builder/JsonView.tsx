import { builderWording as w } from './wording'

/** The config as JSON, to read or edit; the builder reads it back when staff return to the form. */
export function JsonView({ text, onChange, problem }: { text: string; onChange: (text: string) => void; problem: string | undefined }) {
  return (
    <section className="edu-builder__section" aria-label={w.json}>
      <div className="edu-builder__field">
        <label htmlFor="edu-builder-json">{w.jsonLabel}</label>
        <textarea
          id="edu-builder-json"
          aria-describedby="edu-builder-json-hint"
          className="edu-builder__json"
          value={text}
          spellCheck={false}
          rows={24}
          onChange={(e) => onChange(e.target.value)}
        />
        <small id="edu-builder-json-hint">{w.jsonHint}</small>
      </div>
      {problem && (
        <p role="alert" className="edu-builder__cannot">
          {problem}
        </p>
      )}
    </section>
  )
}
