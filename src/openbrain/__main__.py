from openbrain.entry import main

main()
