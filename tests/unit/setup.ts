import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tell React this is a test environment, so act() works without warnings.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// CI machines have two cores shared by parallel test files: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // Files marked `@vitest-environment node` have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
