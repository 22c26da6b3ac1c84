/**
 * The dashed target box of the camera view, as shares of the visible area (the CSS insets of the box in
 * camera-scanner.tsx are built from these), and where it lies in the video's own pixels.
 */
export const TARGET_BOX = { left: 0.12, right: 0.12, top: 0.22, bottom: 0.32 } as const;
export type Box = typeof TARGET_BOX;

export const boxStyle = (b: Box = TARGET_BOX) => ({
  left: `${b.left * 100}%`,
  right: `${b.right * 100}%`,
  top: `${b.top * 100}%`,
  bottom: `${b.bottom * 100}%`,
});

interface Size {
  width: number;
  height: number;
}

/**
 * The box in video pixels. The video fills its element with `object-fit: cover` (scaled until both
 * sides are covered, centred, the overhang cut off), so the visible box maps back through that scale.
 */
export function boxInVideo(video: Size, element: Size, box: Box = TARGET_BOX) {
  if (!(video.width > 0 && video.height > 0 && element.width > 0 && element.height > 0))
    return { x: 0, y: 0, width: Math.max(video.width, 1), height: Math.max(video.height, 1) };
  const scale = Math.max(element.width / video.width, element.height / video.height);
  const offsetX = (element.width - video.width * scale) / 2;
  const offsetY = (element.height - video.height * scale) / 2;
  const toVideo = (ex: number, ey: number) => ({
    x: Math.min(video.width, Math.max(0, (ex - offsetX) / scale)),
    y: Math.min(video.height, Math.max(0, (ey - offsetY) / scale)),
  });
  const a = toVideo(element.width * box.left, element.height * box.top);
  const b = toVideo(element.width * (1 - box.right), element.height * (1 - box.bottom));
  return {
    x: Math.round(a.x),
    y: Math.round(a.y),
    width: Math.max(1, Math.round(b.x - a.x)),
    height: Math.max(1, Math.round(b.y - a.y)),
  };
}
