export { bucketCondition, startOfChinaDay } from './home-buckets';
export { createHomeService, homeQueries, type HomeService } from './home-counts';
export { mountHomeRoutes } from './home.routes';
