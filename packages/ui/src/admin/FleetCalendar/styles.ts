import { css, styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';
import { focusRing } from '../../foundations/focusRing';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Calendar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ButtonGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const PeriodLabel = styled.p`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Refusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Scrolls the timeline sideways when the period is wider than the page. */
export const Scroller = styled.div`
  max-height: 70vh;
  overflow: auto;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const HEAD_WIDTH = '12rem';
/** Fixed, as the calendar places rows by these heights without drawing them. */
const ROW_HEIGHT = '48px';
const BRANCH_HEIGHT = '32px';

export const Board = styled.div<{ $minWidth: string }>`
  min-width: ${({ $minWidth }) => `calc(${HEAD_WIDTH} + ${$minWidth})`};
`;

export const Scale = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.raised + 2};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  grid-template-columns: ${HEAD_WIDTH} 1fr;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};
`;

export const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
`;

export const ColumnLabel = styled.span<{ $today: boolean }>`
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  border-left: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  ${({ $today, theme }) =>
    $today &&
    css`
      font-weight: ${theme.fontWeights.bold};
      color: ${theme.colors.primary};
    `}
`;

export const Body = styled.div`
  position: relative;
`;

export const BranchHeading = styled.h2`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${Body} & {
    position: absolute;
    left: 0;
    right: 0;
    height: ${BRANCH_HEIGHT};
    line-height: ${BRANCH_HEIGHT};
  }

  & > span {
    position: sticky;
    left: ${({ theme }) => theme.space.sm};
  }
`;

export const Rows = styled.ul`
  ${bareList}
`;

/** One vehicle, placed at its offset. */
export const Row = styled.li`
  position: absolute;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: ${HEAD_WIDTH} 1fr;
  height: ${ROW_HEIGHT};
  box-sizing: border-box;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};
`;

export const RowHead = styled.div`
  position: sticky;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.raised + 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-right: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};
`;

export const VehicleName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SlotButton = styled.button`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/** The drawn time of one vehicle; a click on its free space starts a block there. */
export const Lane = styled.div<{ $columns: number }>`
  position: relative;
  cursor: copy;
  background-image: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.surfaceAlt} ${({ theme }) => theme.borderWidths.thin},
    transparent ${({ theme }) => theme.borderWidths.thin}
  );
  background-size: ${({ $columns }) => `calc(100% / ${$columns}) 100%`};
`;

export const LaneItems = styled.ul`
  ${bareList}
`;

export const Placed = styled.li`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  bottom: ${({ theme }) => theme.space.xs};
  display: flex;
  min-width: ${({ theme }) => theme.space.xs};
`;

export type ItemTone = 'CREATED' | 'CANCELLED' | 'DONE' | 'block';

const tones = {
  CREATED: css`
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  `,
  DONE: css`
    color: ${({ theme }) => theme.colors.onSuccess};
    background: ${({ theme }) => theme.colors.success};
  `,
  CANCELLED: css`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: ${({ theme }) => theme.borderWidths.thin} dashed ${({ theme }) => theme.colors.text};
    text-decoration: line-through;
  `,
  block: css`
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.dark};
  `,
};

export const itemStyles = css<{ $tone: ItemTone }>`
  ${({ $tone }) => tones[$tone]}
  display: block;
  align-content: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration-thickness: ${({ theme }) => theme.borderWidths.thin};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* A short bar shows the start of its name; the full text is its accessible name. */
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:focus-visible {
    ${focusRing}
  }
`;

export const ItemBody = styled.span<{ $tone: ItemTone; $pending: boolean }>`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  display: flex;

  & > a {
    ${itemStyles}
    flex: 1 1 auto;
    min-width: 0;
    touch-action: none;
    user-select: none;
    opacity: ${({ $pending }) => ($pending ? 0.6 : 1)};
  }
`;

/** The grip that stretches a booking's end. */
export const EndHandle = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: ${({ theme }) => theme.space.sm};
  cursor: ew-resize;
`;

/** Time after a drop-off while the vehicle is made ready, drawn hatched. */
export const Turnaround = styled.span`
  flex: none;
  background: repeating-linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.border} 0 ${({ theme }) => theme.space.xxs},
    transparent ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs}
  );
`;

export const TodayLine = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: ${({ theme }) => theme.borderWidths.medium};
  background: ${({ theme }) => theme.colors.danger};
  pointer-events: none;
`;

/* The phone's day list. */

export const DayList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const VehicleSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const VehicleHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const DayHeading = styled.h4`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const DayItems = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const DayItem = styled.li<{ $tone: ItemTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > a {
    ${itemStyles}
    flex: 1 1 auto;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    white-space: normal;
  }
`;

/* The move dialog. */

export const Dialog = styled.dialog`
  width: calc(100% - ${({ theme }) => theme.space.xl});
  max-width: calc(${({ theme }) => theme.space.xxxl} * 7);
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const DialogTitle = styled.h2`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
