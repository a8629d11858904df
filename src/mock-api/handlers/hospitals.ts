import { errors } from '../errors'
import { seedHospitals, type SeedHospital } from '../seed/hospitals'
import { paginate, text, whole, type CallContext, defineHandlers } from './context'

// The hospital directory: name search, a region filter at any level, paging; one hospital's page.
function fullAddress(h: SeedHospital): string {
  const province = h.provinceName === h.cityName ? '' : h.provinceName
  return `${province}${h.cityName}${h.areaName}${h.address}`
}

function inRegion(h: SeedHospital, code: string): boolean {
  return !code || h.provinceCode === code || h.cityCode === code || h.areaCode === code
}

function listItem(h: SeedHospital) {
  return {
    hospitalId: h.hospitalId,
    hospitalName: h.hospitalName,
    level: h.level,
    type: h.type,
    provinceCode: h.provinceCode,
    provinceName: h.provinceName,
    cityCode: h.cityCode,
    cityName: h.cityName,
    areaCode: h.areaCode,
    areaName: h.areaName,
    address: h.address,
    fullAddress: fullAddress(h),
    phone: h.phone,
    photo: h.photo,
    tags: h.tags,
    departmentCount: h.departments.length,
    doctorCount: h.doctors.length,
  }
}

function hospitalList(context: CallContext) {
  const name = text(context, 'name').trim()
  const areaCode = text(context, 'areaCode').trim()
  const found = seedHospitals().filter((h) => (!name || h.hospitalName.includes(name)) && inRegion(h, areaCode))
  return paginate(found.map(listItem), whole(context, 'current', 1), whole(context, 'size', 10))
}

function hospitalDetail(context: CallContext) {
  const id = text(context, 'hospitalId')
  const h = seedHospitals().find((one) => one.hospitalId === id)
  if (!h) throw errors.notFound('医院')
  const { departments, doctors, ...rest } = h
  return {
    ...rest,
    fullAddress: fullAddress(h),
    departments: departments.map((d) => ({
      ...d,
      doctorCount: doctors.filter((doctor) => doctor.departmentName === d.departmentName).length,
    })),
    doctors,
  }
}

export const hospitalHandlers = defineHandlers({
  'hospitals.list': hospitalList,
  'hospitals.detail': hospitalDetail,
})
