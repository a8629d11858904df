import type { MockAccount } from '../state'

// The two people the mock identity provider logs in as. Their codes are fixed so tests can name them.
export const DEMO_DOCTOR: MockAccount = {
  accountCode: '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d',
  userCode: '330106198203154231',
  name: '陈立新',
  cellphone: '13957112345',
  role: 'doctor',
  gender: '1',
}

export const DEMO_RESIDENT: MockAccount = {
  accountCode: '2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c',
  userCode: '330106199108262048',
  name: '林晓燕',
  cellphone: '15858201234',
  role: 'resident',
  gender: '2',
}

/** Colleagues in the same county who already manage some residents. */
export const OTHER_DOCTORS: MockAccount[] = [
  {
    accountCode: '9e1a4c7b2d5f8a0e3c6b9d1f4a7e2c5b',
    userCode: '330106197505112617',
    name: '赵德明',
    cellphone: '13606712288',
    role: 'doctor',
    gender: '1',
  },
  {
    accountCode: '4f8b2e6a1c9d3f7e0b5a8c2e6d4f1b9a',
    userCode: '330106198011243325',
    name: '孙丽华',
    cellphone: '13867409921',
    role: 'doctor',
    gender: '2',
  },
  {
    accountCode: 'c5a9e3b7f1d4a8c2e6b0d9f3a7c1e5b8',
    userCode: '330106198607093719',
    name: '周海涛',
    cellphone: '18657130476',
    role: 'doctor',
    gender: '1',
  },
  {
    accountCode: '1d7c3a9e5b2f8d4a6c0e9b3f7a5d1c8e',
    userCode: '330106197912305840',
    name: '吴淑珍',
    cellphone: '13758126630',
    role: 'doctor',
    gender: '2',
  },
]
