import type { ObjectFieldTemplateProps } from '@rjsf/utils'

/** A group of rows; a nested object shows its title as a section header, the form itself shows none. */
export function ObjectFieldTemplate({ title, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0
  const heading = uiSchema?.['ui:title'] ?? title
  return (
    <div className="edu-form-group">
      {nested && heading && <div className="edu-form-group__title">{heading}</div>}
      {properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}
    </div>
  )
}
