import { fuzzShard } from './fuzz-walk';

fuzzShard(3, 4);
