export { matchRoute, stripBase, type AppRoute, type RouteParams } from './match'
export { Navigate, Router, Routes, useLocation, useNavigate, useParams, useSearch, type NavigateTo } from './Router'
