export { robotsModule } from './robots.module';
export type { RobotsService } from './robots.service';
export type { RobotFleet, RobotState } from './fleet';
export { robots, robotStates } from './robots.tables';
export { seedDemoRobots, DEMO_ROBOTS } from './robots.demo';
