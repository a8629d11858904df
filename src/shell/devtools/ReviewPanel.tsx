import { Button, List, Toast } from 'antd-mobile'
import { devtoolsWording } from './wording'

const w = devtoolsWording

/** The embedded backend's reviewer: approve or reject every certification waiting for review. */
export function ReviewPanel({ review }: { review: (decision: 'approve' | 'reject') => number }) {
  const decide = (decision: 'approve' | 'reject') => {
    const decided = review(decision)
    Toast.show({ content: decided ? w.reviewed.replace('{n}', String(decided)) : w.nothingPending })
  }
  return (
    <List header={w.review}>
      <List.Item>
        <Button size="small" color="primary" onClick={() => decide('approve')}>
          {w.approve}
        </Button>{' '}
        <Button size="small" color="danger" onClick={() => decide('reject')}>
          {w.reject}
        </Button>
      </List.Item>
    </List>
  )
}
