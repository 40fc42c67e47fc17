# Prints what a program run by `python3 -m tileir.cutile` sees: its argv and
# the tileiras that PATH finds.
import os
import shutil
import sys

print("argv:", sys.argv[1:])
found = shutil.which("tileiras")
print("tileiras is tile-as:", found is not None and
      os.path.basename(os.path.realpath(found)) == "tile-as")
