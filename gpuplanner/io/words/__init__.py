"""Domain words shared by every output: notices and the itemised bill, from the message catalog."""
