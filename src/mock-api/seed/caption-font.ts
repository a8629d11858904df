// The font of the captions drawn into the seed's pictures: the app's own Chinese stack (src/shell/shell.css), not
// the bare `sans-serif`. A picture names its font itself (CSS does not reach into an image), and where the
// generic face has no Chinese glyphs (Linux's DejaVu Sans) each character was looked up again in every picture:
// the home's banners and icons took twice as long to lay out.
export const CAPTION_FONT = 'PingFang SC,Noto Sans CJK SC,Microsoft YaHei,sans-serif'
