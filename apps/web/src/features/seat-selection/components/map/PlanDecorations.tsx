import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { SeatMapModel } from '../../utils/seat-layout';

/**
 * What the plan shows besides seats: the screen or stage at the top, row names at both ends of each row, section
 * names, and general-admission sections as areas (the server picks their places). Hidden from assistive
 * technology: the seats' own names carry the same facts. Drawn once per plan.
 */
export const PlanDecorations = memo(function PlanDecorations({ model }: { model: SeatMapModel }) {
  const intl = useIntl();
  const { screen, unit } = model;
  const screenLabel = screen.label ?? intl.formatMessage({ id: 'seats.screen' });
  const showSections = model.sections.length > 1;
  return (
    <g className="plan" aria-hidden="true">
      <path
        className="plan__screen"
        d={`M${screen.x} ${screen.y + unit * 0.5}Q${screen.x + screen.width / 2} ${screen.y - unit * 0.35} ${screen.x + screen.width} ${screen.y + unit * 0.5}`}
        strokeWidth={unit * 0.22}
      />
      <text
        className="plan__screen-label"
        x={screen.x + screen.width / 2}
        y={screen.y + unit * 1.15}
        fontSize={unit * 0.75}
        textAnchor="middle"
      >
        {screenLabel}
      </text>
      {model.sections
        .filter((s) => !s.reserved && s.seats.length > 0)
        .map((s) => (
          <g key={`ga-${s.id}`} className="plan__ga">
            <rect x={s.box.x - unit / 2} y={s.box.y - unit / 2} width={s.box.width + unit} height={s.box.height + unit} rx={unit / 2} />
            <text
              x={s.box.x + s.box.width / 2}
              y={s.box.y + s.box.height / 2}
              fontSize={unit * 0.6}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {intl.formatMessage({ id: 'seats.section.openSeating' }, { section: s.name })}
            </text>
          </g>
        ))}
      {showSections &&
        model.sectionLabels.map((label, i) => (
          <text key={`section-${i}`} className="plan__section" x={label.x} y={label.y} fontSize={unit * 0.6} textAnchor="middle">
            {label.text}
          </text>
        ))}
      {model.rowLabels.map((label, i) => (
        <text
          key={`row-${i}`}
          className="plan__row"
          x={label.x}
          y={label.y}
          fontSize={unit * 0.56}
          textAnchor="middle"
          dominantBaseline="central"
          transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
});
