// antd-mobile's SearchBar (with its input), apart from the list: only lists with a search box fetch it.
export { SearchBar } from 'antd-mobile'
