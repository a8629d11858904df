import { lazyComponent } from '../../src/engine'

// Its own chunk (antd-mobile's SearchBar and input), fetched only by lists with a search box, after the list has
// drawn (useArrivedPart): the screen does not wait for it, and it does not compete with the screen's own code and
// data. Until it is here the list shows a box of its height.
export const SearchBar = lazyComponent(async () => (await import('./search-box')).SearchBar)
