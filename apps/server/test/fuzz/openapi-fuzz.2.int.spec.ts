import { fuzzShard } from './fuzz-walk';

fuzzShard(2, 4);
