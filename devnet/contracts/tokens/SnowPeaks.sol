// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An ERC-721 collection of numbered peaks; the owner mints in sequence.
contract SnowPeaks is ERC721, Ownable {
    uint256 public nextTokenId = 1;

    constructor() ERC721("Snow Peaks", "PEAK") Ownable(msg.sender) {}

    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        _safeMint(to, tokenId);
    }

    function _baseURI() internal pure override returns (string memory) {
        return "https://snowline.invalid/peaks/";
    }
}
