package org.shinpan.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void aLinkedMapKeepsItsOrder() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stones", List.of("A1", "B1"));
        m.put("color", "black");
        assertEquals("{\"stones\":[\"A1\",\"B1\"],\"color\":\"black\"}", Json.write(m));
    }

    @Test
    void aMapWithoutOrderIsWrittenWithSortedKeysEveryTime() {
        // Map.of iterates in an order that changes from one JVM run to the next
        Map<String, Object> m = Map.of("white", 2, "black", 1, "komi", 6.5);
        assertEquals("{\"black\":1,\"komi\":6.5,\"white\":2}", Json.write(m));
    }
}
