import type { ComponentProps } from "react";
import { IconButton } from "./button.tsx";
import { PauseIcon, PlayIcon } from "./icons/controls.tsx";

/** A round button that pauses what is playing (a slideshow, a video) or plays it again. */
export function PlayPauseButton({
  playing,
  playLabel,
  pauseLabel,
  iconClassName,
  ...button
}: Omit<ComponentProps<typeof IconButton>, "label" | "children"> & {
  playing: boolean;
  playLabel: string;
  pauseLabel: string;
  iconClassName: string;
}) {
  return (
    <IconButton label={playing ? pauseLabel : playLabel} {...button}>
      {playing ? <PauseIcon className={iconClassName} /> : <PlayIcon className={iconClassName} />}
    </IconButton>
  );
}
