package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.PriorityQueue;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * {@link LazySolver.CostHeap} against the boxed {@code java.util.PriorityQueue} it replaced: the
 * same adds and polls, with many equal costs, give the same nodes in the same order (the lazy
 * solver's walks, and so the states it expands, depend on that order among ties), also after the
 * heap is emptied and used again, as the walks of one test do.
 */
class CostHeapProperties {

    @Property(tries = 500)
    void pollsInThePriorityQueuesOrder(@ForAll @Size(max = 300) java.util.List<@IntRange(min = -2, max = 6) Integer> script) {
        PriorityQueue<long[]> boxed = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        LazySolver.CostHeap heap = new LazySolver.CostHeap();
        int node = 0;
        for (int step : script) {
            if (step == -2) {
                // emptied for the next walk, its array kept
                boxed.clear();
                heap.clear();
                assertEquals(true, heap.isEmpty());
            } else if (step < 0) {
                // a poll
                assertEquals(boxed.isEmpty(), heap.isEmpty());
                if (boxed.isEmpty()) continue;
                long[] top = boxed.poll();
                assertEquals(top[0], heap.peekCost());
                assertEquals((int) top[1], heap.poll());
            } else {
                boxed.add(new long[] {step, node});
                heap.add(step, node);
                node++;
            }
        }
        while (!boxed.isEmpty()) {
            long[] top = boxed.poll();
            assertEquals(top[0], heap.peekCost());
            assertEquals((int) top[1], heap.poll());
        }
        assertEquals(true, heap.isEmpty());
    }
}
