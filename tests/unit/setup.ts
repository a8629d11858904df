import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tell React this is a test environment, so act() works without warnings.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
