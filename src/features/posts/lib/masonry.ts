/** The masonry grid's row track, in pixels: each post spans as many as its height needs. */
export const MASONRY_ROW_PX = 8
