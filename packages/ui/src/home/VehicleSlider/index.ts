export { VehicleSlider } from './VehicleSlider';
export type { VehicleSliderProps } from './VehicleSlider';
