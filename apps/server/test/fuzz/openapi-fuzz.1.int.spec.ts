import { fuzzShard } from './fuzz-walk';

fuzzShard(1, 4);
