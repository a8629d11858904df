import { useState } from 'react'
import { staffApi } from './staff-api'
import { staffWording as w } from './wording'
import './picture-upload.css'

/** The service's limit (server/screens-service/assets.ts), said before the bytes are sent. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024

/**
 * 上传图片 for the staff tools: a PNG, JPEG or WebP sent to the screens service with the staff token; `onUploaded`
 * gets its address on this site (which the image rule allows). What went wrong is said beside the button.
 */
export function PictureUpload(props: { staffToken: string; onUploaded: (url: string) => void; uploadedText: string }) {
  const { staffToken, onUploaded, uploadedText } = props
  const [upload, setUpload] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const send = async (file: File | undefined) => {
    if (!file) return
    if (!staffToken.trim()) {
      setUpload({ busy: false, message: w.uploadNeedsToken })
      return
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setUpload({ busy: false, message: w.uploadTooLarge })
      return
    }
    setUpload({ busy: true })
    const answer = await staffApi.uploadAsset(staffToken.trim(), file)
    if (answer.ok) onUploaded(answer.data.url)
    setUpload({ busy: false, message: answer.ok ? uploadedText : answer.message })
  }
  return (
    <div className="edu-staff-upload">
      <label className="edu-staff-upload__button">
        {upload.busy ? w.uploading : w.uploadPicture}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={upload.busy}
          onChange={(e) => {
            void send(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </label>
      {upload.message && <small role="status">{upload.message}</small>}
    </div>
  )
}
