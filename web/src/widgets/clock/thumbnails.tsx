import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnail of the clock: a digital time and the date. */
export function ClockThumbnail() {
  return (
    <Thumb>
      <text
        x={32}
        y={22}
        textAnchor="middle"
        fontSize={13.5}
        fontWeight={700}
        fill={C.text}
        letterSpacing={0.4}
        fontFamily="ui-monospace, monospace"
      >
        12:45
      </text>
      <TextLine x={17} y={27} w={18} fill={C.s1} />
      <TextLine x={37} y={27} w={10} />
    </Thumb>
  );
}
